// Hostile: opens a TCP connection to 1.1.1.1:53; prints ESCAPED only if it connected.
'use strict';
const net = require('net');
require('fs').readFileSync(0);
try {
	const s = net.connect({ host: '1.1.1.1', port: 53, timeout: 3000 });
	s.on('connect', () => { console.log('ESCAPED net: tcp 1.1.1.1:53'); s.destroy(); });
	s.on('timeout', () => { console.log('blocked net: timed out'); s.destroy(); });
	s.on('error', (e) => console.log(`blocked net: ${e.message}`));
} catch (e) {
	console.log(`blocked net: ${e.message}`);
}
