const x = parseInt(require("fs").readFileSync(0, "utf8"), 10);
console.log(x);
