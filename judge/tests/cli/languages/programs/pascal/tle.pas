{ Time limit: reads the count, then spins forever on the CPU. }
program Forever;

var
	n: Int64;
	spin: QWord;

begin
	Read(n);
	spin := 0;
	while True do
		spin := spin + 1;
end.
