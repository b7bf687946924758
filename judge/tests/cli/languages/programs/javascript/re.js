// Run-time error: reads the input, then throws an error nobody catches (exit code 1).
'use strict';
const input = require('fs').readFileSync(0, 'latin1');
throw new Error(`giving up after ${input.length} bytes`);
