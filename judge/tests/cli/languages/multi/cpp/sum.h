// The reading half of the multi-file C++ solution: declared here, defined in sum.cpp.
#ifndef SUM_H
#define SUM_H

#include <cstdint>
#include <istream>

std::int64_t read_sum(std::istream &in);

#endif
