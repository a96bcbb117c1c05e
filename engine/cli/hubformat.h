// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "error.h"
#include "position.h"

#include <string>
#include <vector>

namespace damas::cli {

/*
 * The text of the Hub protocol, version 2 (Scan's protocol.txt), shared by `hub` (the engine
 * side) and `match` (which can drive another Hub engine).
 *
 * A line is "<command> <name>=<value> ...", a value in double quotes when it holds a space or
 * is empty. A position is "<W|B><one letter per square in standard order>" (w, b: men; W, B:
 * kings; e: empty): 33 letters on 8x8, 51 on 10x10. Moves use standard square numbers in every
 * variant: "32-28", and a capture lists the captured pieces after its start and end: "28x19x23".
 */
struct HubPair
{
    std::string name;
    std::string value;
};

// Splits one line into its command and name=value pairs. False if a quote is not closed.
bool parseHubLine(const std::string &line, std::string &command, std::vector<HubPair> &pairs);
// The value as a line carries it: quoted when needed (a '"' in it becomes '\'').
std::string hubQuoted(const std::string &value);

std::string hubMove(const Position &pos, const Move &m);
// Numbers separated by '-' or 'x' (start, end, then any captured pieces in any order); the
// variant's own notation is read too. Never guesses between two legal moves.
Expected<Move> readHubMove(const Position &pos, const std::string &text);

std::string hubPosition(const Position &pos);
Expected<Position> readHubPosition(Variant v, const std::string &text);

} // namespace damas::cli
