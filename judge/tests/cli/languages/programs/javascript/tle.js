// Time limit: reads the input, then spins forever on the CPU.
'use strict';
require('fs').readFileSync(0);
let spin = 0;
for (;;)
	spin = (spin + 1) | 0;
