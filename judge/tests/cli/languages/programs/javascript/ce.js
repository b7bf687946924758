// Compile error: a syntax error (an unclosed call), found by node --check before any run.
'use strict';
const words = require('fs').readFileSync(0, 'latin1').split(/\s+/;
console.log(words.length);
