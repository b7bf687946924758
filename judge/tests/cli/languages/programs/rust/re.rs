// Run-time error: reads the input, then panics (exit code 101).
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    panic!("giving up after {} bytes", input.len());
}
