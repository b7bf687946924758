puts Integer(gets)
