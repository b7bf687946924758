{ Memory limit: allocates 1 GiB in 16 MiB blocks, writing every byte and keeping every block. }
program Hog;

const
	Chunk = 16 shl 20;

var
	kept: array[1..64] of PByte;
	i: Integer;
	total: Int64;

begin
	total := 0;
	for i := 1 to 64 do
	begin
		GetMem(kept[i], Chunk);
		FillChar(kept[i]^, Chunk, i);
	end;
	for i := 1 to 64 do
		total := total + kept[i][Chunk - 1];
	WriteLn(total);
end.
