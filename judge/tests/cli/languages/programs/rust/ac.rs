// Accepted: reads all of standard input at once, sums the n numbers after the count in i64.
use std::io::{self, Read, Write};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).expect("read standard input");
    let mut words = input.split_ascii_whitespace();
    let n: usize = words.next().map_or(0, |w| w.parse().expect("a count"));
    let sum: i64 = words.take(n).map(|w| w.parse::<i64>().expect("a number")).sum();
    writeln!(io::stdout().lock(), "{sum}").expect("write standard output");
}
