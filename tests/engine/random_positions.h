// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "reference_movegen.h"

#include <cstdint>
#include <random>
#include <vector>

namespace damas::reference {

/*
 * Random positions within the rules (no man on its own crowning rank), built to reach the
 * corners of the move rules far more often than games do:
 *  - Dense: most squares taken, men and kings of both sides mixed, so captures are many and
 *    long, and flying kings meet blocked landings and pieces they have already jumped;
 *  - Kings: a few kings and men on an open board, for long flying-king captures;
 *  - Crowning: men of both sides one to three ranks from crowning among enemy pieces, for
 *    captures that reach, pass or end on the last rank.
 * The same seed gives the same positions on every machine.
 */
class RandomPositions
{
public:
    enum Shape { Dense, Kings, Crowning };

    RandomPositions(Variant variant, std::uint64_t seed);
    ReferenceBoard next(Shape shape);

private:
    bool coin(double p);
    double uniform(double a, double b);
    int below(int n);
    void place(ReferenceBoard &b, int column, int rank, Color color, bool king);
    void placeAnywhere(ReferenceBoard &b, Color color, bool king);

    Variant m_variant;
    std::mt19937_64 m_rng;
};

/*
 * A sample of positions for the notation and FEN tests: every position of `games` random games
 * from the start (played by the reference generator, up to 150 plies each), then `count`
 * random positions of the three shapes in turn.
 */
std::vector<Position> samplePositions(Variant variant, std::uint64_t seed, int games, int count);

} // namespace damas::reference
