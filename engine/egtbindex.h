// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "position.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace damas {

/*
 * The material of an endgame table, seen from the side to move: men and kings of the side to
 * move ([0]) and of the other side ([1]). A table holds the positions of one material with that
 * side to move; the positions with the other side to move are in the table of swapped().
 */
struct EndgameMaterial
{
    int men[2] = {0, 0};
    int kings[2] = {0, 0};

    int count(int side) const { return men[side] + kings[side]; }
    int pieces() const { return count(0) + count(1); }
    int totalMen() const { return men[0] + men[1]; }
    EndgameMaterial swapped() const { return {{men[1], men[0]}, {kings[1], kings[0]}}; }
    // "kkm-k": the side to move's kings and men, a dash, the other side's.
    std::string name() const;
    bool operator==(const EndgameMaterial &) const = default;
};

// The material of a name such as "kkm-k" (name() read back), nullopt when it is not one or a
// side has no piece.
std::optional<EndgameMaterial> parseMaterial(std::string_view name);

/*
 * Tables see every position from the side to move: a position with Black to move is turned
 * half a turn and its colours swapped, which every variant's rules leave unchanged (square s
 * becomes square squares + 1 - s, the main diagonal stays the main diagonal). The result has
 * White to move.
 */
Position normalized(const Position &pos);
EndgameMaterial materialOf(const Position &pos); // of normalized(pos)

/*
 * Numbers the positions of one material with White to move, 0 .. size() - 1, by combinations:
 * the white men among the squares a white man may stand on (not the crowning row), the black
 * men likewise, then the white kings among the squares the men left free and the black kings
 * among what is left. A white and a black man may get the same square in this numbering: such
 * numbers are no position (positionAt() says so) and cost a slot each, a few per cent of a
 * table with men of both sides.
 */
class MaterialIndex
{
public:
    MaterialIndex(Variant variant, const EndgameMaterial &material);

    std::uint64_t size() const { return m_size; }
    // The number of a position with this material and White to move.
    std::uint64_t indexOf(const Position &pos) const;
    // The position of a number; false for a number that is no position.
    bool positionAt(std::uint64_t index, Position &out) const;

private:
    Variant m_variant;
    EndgameMaterial m_material;
    int m_squares;
    int m_half;
    std::uint64_t m_groupSize[4]; // white men, black men, white kings, black kings
    std::uint64_t m_size;
};

} // namespace damas
