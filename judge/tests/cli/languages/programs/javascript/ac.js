// Accepted: reads all of standard input at once (fd 0), sums the n numbers after the count
// (|sum| <= 10^14 < 2^53: exact as a Number).
'use strict';
const words = require('fs').readFileSync(0, 'latin1').split(/\s+/).filter((w) => w !== '');
const n = Number(words[0] || 0);
let sum = 0;
for (let i = 1; i <= n; i++)
	sum += Number(words[i]);
process.stdout.write(`${sum}\n`);
