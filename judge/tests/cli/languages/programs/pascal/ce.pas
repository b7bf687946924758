{ Compile error: an identifier that is never declared. }
program Broken;

begin
	WriteLn(undeclaredTotal);
end.
