// A checker by testlib's protocol without testlib.h: `checker input output answer`, exit 0
// accepted, 1 wrong answer, 2 presentation error, 3 failure; the message on standard error.
// The output must be exactly one integer equal to the answer's (leading zeros and any
// whitespace allowed).
#include <cstdlib>
#include <iostream>

#include "tokens.h"

namespace {

enum Exit { accepted = 0, wrong_answer = 1, presentation_error = 2, failure = 3 };

[[noreturn]] void
finish(Exit code, const std::string &message)
{
	std::cerr << message << '\n';
	std::exit(code);
}

} // namespace

int
main(int argc, char **argv)
{
	if (argc != 4)
		finish(failure, "FAIL expected 3 arguments (input output answer), got " +
					std::to_string(argc - 1));
	tokens::Reader answer_file(argv[3]), output_file(argv[2]);
	if (!answer_file.is_open() || !output_file.is_open())
		finish(failure, "FAIL cannot open the output or the answer");
	auto answer_word = answer_file.next();
	auto answer = answer_word ? tokens::integer(*answer_word) : std::nullopt;
	if (!answer)
		finish(failure, "FAIL the answer is not an integer: '" + answer_word.value_or("") + "'");

	auto word = output_file.next();
	if (!word)
		finish(presentation_error, "wrong output format expected an integer, found nothing");
	auto value = tokens::integer(*word);
	if (!value)
		finish(presentation_error, "wrong output format expected an integer, found '" +
						   *word + "'");
	if (*value != *answer)
		finish(wrong_answer, "wrong answer expected " + std::to_string(*answer) + ", found " +
					     std::to_string(*value));
	if (auto extra = output_file.next())
		finish(wrong_answer, "wrong answer extra output after the sum: '" + *extra + "'");
	finish(accepted, "ok the sum is " + std::to_string(*answer));
}
