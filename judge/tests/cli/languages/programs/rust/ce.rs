// Compile error: a string where an integer is expected (mismatched types).
fn main() {
    let total: i64 = "not a number";
    println!("{total}");
}
