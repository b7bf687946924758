/*
 * SHA-512 (FIPS 180-4), for names that must match another tool's to the
 * bit: BAPCtools derives a generator's {seed} from one.  A struct sha512
 * is plain state, owned by its caller; nothing is allocated.
 */
#ifndef JUDGE_SHA512_H
#define JUDGE_SHA512_H

#include <stddef.h>
#include <stdint.h>

#define SHA512_BYTES 64

struct sha512 {
	uint64_t h[8];
	uint64_t bytes;          /* hashed so far (messages under 2^64 bytes) */
	unsigned char block[128];
	size_t used;             /* of block */
};

/* Starts a hash; then sha512_update() as often as needed, and sha512_final(). */
void sha512_init(struct sha512 *s);
void sha512_update(struct sha512 *s, const void *data, size_t len);
void sha512_final(struct sha512 *s, unsigned char out[SHA512_BYTES]);

/* The digest of the len bytes at data as 128 lowercase hex digits and a NUL into hex. */
void sha512_hex(const void *data, size_t len, char hex[2 * SHA512_BYTES + 1]);

#endif
