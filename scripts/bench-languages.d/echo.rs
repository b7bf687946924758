use std::io::Read;
fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let x: i64 = s.trim().parse().unwrap();
    println!("{}", x);
}
