// Memory limit: allocates 1 GiB in 16 MiB buffers (outside the JavaScript heap, so
// --max-old-space-size does not stop it first), writing every byte and keeping every one.
'use strict';
require('fs').readFileSync(0);
const kept = [];
for (let i = 0; i < 64; i++)
	kept.push(Buffer.alloc(16 << 20, i + 1));
console.log(kept.reduce((total, c) => total + c[c.length - 1], 0));
