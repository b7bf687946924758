{ Wrong answer: the right sum plus one, on every case. }
program WrongSum;

var
	n, i, a, total: Int64;

begin
	Read(n);
	total := 1;
	for i := 1 to n do
	begin
		Read(a);
		total := total + a;
	end;
	WriteLn(total);
end.
