{ Accepted: reads the count and the numbers through a 64 KiB text buffer, sums in Int64. }
program Sum;

var
	buffer: array[0..65535] of Char;
	n, i, a, total: Int64;

begin
	SetTextBuf(Input, buffer, SizeOf(buffer));
	n := 0;
	total := 0;
	if not SeekEof(Input) then
		Read(n);
	for i := 1 to n do
	begin
		Read(a);
		total := total + a;
	end;
	WriteLn(total);
end.
