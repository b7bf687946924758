{ Run-time error: reads the count, then divides by zero (runtime error 200, exit code 200). }
program Crash;

var
	n, zero: Int64;

begin
	Read(n);
	zero := n - n;
	WriteLn(n div zero);
end.
