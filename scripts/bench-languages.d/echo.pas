program echo;
var x: longint;
begin
	readln(x);
	writeln(x);
end.
