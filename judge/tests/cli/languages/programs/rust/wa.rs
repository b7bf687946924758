// Wrong answer: the right sum plus one, on every case.
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut words = input.split_ascii_whitespace().map(|w| w.parse::<i64>().unwrap());
    let n = words.next().unwrap_or(0) as usize;
    println!("{}", words.take(n).sum::<i64>() + 1);
}
