// Time limit: reads the input, then spins forever on the CPU (volatile writes keep the loop;
// std::hint::black_box would need Rust 1.66, Debian 12 has 1.63).
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut spin: u64 = 0;
    loop {
        // SAFETY: spin is a live local; a volatile write is a plain store the compiler keeps.
        unsafe { std::ptr::write_volatile(&mut spin, spin.wrapping_add(1)) };
    }
}
