# One more than the sum.
read -r a b
echo $((a + b + 1))
