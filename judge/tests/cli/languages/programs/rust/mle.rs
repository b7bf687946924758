// Memory limit: allocates 1 GiB in 16 MiB vectors, writing every byte and keeping every one.
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut kept: Vec<Vec<u8>> = Vec::new();
    for i in 0..64u8 {
        kept.push(vec![i + 1; 16 << 20]);
    }
    let total: u64 = kept.iter().map(|c| u64::from(c[c.len() - 1])).sum();
    println!("{total}");
}
