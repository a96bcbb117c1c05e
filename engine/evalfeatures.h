// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "position.h"

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace damas {

/*
 * The learned part of the evaluation, added to the hand-set terms of eval.cpp. Its weights are
 * fitted to game results (damas-cli train, docs/training.md) and kept per variant in the
 * generated files evalweights_VARIANT.inc; a variant whose file holds no weights has no learned
 * part.
 *
 * The features, each with an opening and an ending weight mixed by the number of men left:
 *  - patterns: every 2-row by 4-column block of the board holds 4 playing squares; the men on
 *    them (empty, white, black: 3^4 = 81 contents) index a table of the block. Kings count as
 *    empty there; they have their own terms.
 *  - counts, White's minus Black's: men, kings, tempo (the men's ranks summed), men on their
 *    own back row, kings on the long diagonal; and the move (+1 when White is to move).
 *  - counts added in the second round (docs/training.md), White's minus Black's: runaway men
 *    (an empty path to the crowning row and no enemy piece ahead that could get in the way),
 *    once while the opponent has no king and once while it has; the squares the kings can move
 *    to; the wings' imbalance (men on the left half minus men on the right, without sign); men
 *    that cannot step forward for an enemy piece in front.
 *  - added in the seventh round: every 3-row by 4-column block's 6 playing squares, their men
 *    indexing a table of the block (3^6 = 729 contents), kings again counted as empty. A
 *    second round's weights file has none; the blocks are then left out.
 *  - added in the fourteenth round: every 4-row by 4-column block's 8 playing squares (3^8 =
 *    6561 contents), likewise; a file of the seventh to thirteenth rounds has none.
 * Every feature is scored as (its value in the position) minus (its value in the colour-flipped
 * position), so a flipped position always gets the negated score.
 */
inline constexpr int kPatternContents = 81;
// The third round's larger blocks: 3 rows by 4 columns, 6 squares, 3^6 contents.
inline constexpr int kBigContents = 729;
// The fourteenth round's 4 rows by 4 columns, 8 squares, 3^8 contents.
inline constexpr int kQuadContents = 6561;
inline constexpr int kCountFeatures = 11;
// The first round's weights files have only the first 6 counts; read with the others at 0.
inline constexpr int kRoundOneCountFeatures = 6;

// The counted features, in their order in the weights.
enum CountFeature {
    kMen,
    kKings,
    kTempo,
    kBackRow,
    kDiagonalKings,
    kMove,
    kRunaways,
    kRunawaysAgainstKings,
    kKingMobility,
    kWingImbalance,
    kBlockedMen,
};

// How many weights the variant's learned part has (the 2x4 patterns first, then the counts,
// then the 3x4 blocks, then the 4x4 blocks).
int learnedWeightCount(Variant variant);
// How many a weights file of the seventh to thirteenth rounds has (no 4x4 blocks); read with
// those at 0.
int roundThreeWeightCount(Variant variant);
// How many a weights file of the second round has (no 3x4 nor 4x4 blocks); read with those
// at 0.
int roundTwoWeightCount(Variant variant);
// The index of a counted feature's opening (phase 0) or ending (1) weight.
int countWeightIndex(Variant variant, CountFeature feature, int phase);

// Whether the variant's weights file holds weights (otherwise learnedScore is always 0).
bool hasLearnedWeights(Variant variant);

// Weights are stored as whole numbers in sixteenths of a hundredth of a man.
inline constexpr int kLearnedWeightScale = 16;

// An opening and an ending value in one number: sums and differences of these are the two
// sums or differences packed alike, as long as each stays within 32 bits.
constexpr std::int64_t packedWeights(int opening, int ending)
{
    return std::int64_t(std::uint64_t(std::int64_t(ending)) << 32) + opening;
}
constexpr int openingOf(std::int64_t packed)
{
    return int(std::int32_t(std::uint32_t(std::uint64_t(packed))));
}
constexpr int endingOf(std::int64_t packed)
{
    return int((packed - openingOf(packed)) >> 32);
}

/*
 * What the hand-set terms (eval.cpp) and the learned ones both read of a position, worked out
 * once per evaluation.
 */
struct SharedTerms
{
    // Black's pieces and every square below them in their cones (Geometry::coneDown): a white
    // man outside it has no black piece ahead of it that could get in its way.
    Bitboard blackReach;
    // White's pieces and their cones up the board, likewise for Black's men.
    Bitboard whiteReach;
    // kingMoveCount() of White minus that of Black.
    int kingMoves;
};
SharedTerms sharedTerms(const Position &pos);

/*
 * A variant's weights made ready for the evaluation: per block and contents, the weight of the
 * contents minus the weight the flipped position's block gets, so one pass scores both.
 * Weights of the wrong count make an empty set (score 0).
 */
class LearnedWeights
{
public:
    LearnedWeights(Variant variant, std::span<const int> weights);
    bool enabled() const { return m_enabled; }
    // In hundredths of a man from White's side.
    int score(const Position &pos) const;
    // The same for a board of N squares a side, given the position's shared terms.
    template<int N>
    int scoreOn(const Position &pos, const SharedTerms &shared) const;

private:
    bool m_enabled = false;
    bool m_secondRound = false; // any of the counts after the first round's has a weight
    // [block * 81 + contents]: the opening weight in the low 32 bits, the ending weight above
    // it (packedWeights()), so that one addition sums both. This table, and the 3x4 one when
    // there are 4x4 blocks, are emptied once folded into the largest blocks' table
    // (foldSmallerBlocks()), which alone is read then.
    std::vector<std::int64_t> m_pattern;
    std::array<std::array<int, 2>, kCountFeatures> m_counts {};
    // [block * 729 + contents] of the 3x4 blocks, packed as m_pattern; empty when the weights
    // have none (a second round's file), and then not looked at.
    std::vector<std::int64_t> m_big;
    // [block * 6561 + contents] of the 4x4 blocks, likewise.
    std::vector<std::int64_t> m_quad;
    // Adds the smaller blocks' tables into the largest present, then empties them.
    void foldSmallerBlocks(int n);
};

// The variant's generated weights (enabled() is false when its file holds none).
const LearnedWeights &generatedWeights(Variant variant);

// The learned part for `pos` with the variant's generated weights, from White's side.
int learnedScore(const Position &pos);

// The learned part's features of `pos` as (weight index, value) pairs, for training: with the
// weights w, learnedScore is about the sum of w[index] * value.
struct FeatureValue
{
    int index;
    float value;
};
void learnedFeatures(const Position &pos, std::vector<FeatureValue> &out);

// The counted features of `pos` (CountFeature's order), White's minus Black's.
std::array<int, kCountFeatures> countFeatures(const Position &pos);

// The men's share of the opening weight, 0..256 (256: all men on the board).
int gamePhase(const Position &pos);

// The text of a weights file for `weights` (in hundredths of a man), `header` as its first
// comment lines.
std::string learnedWeightsSource(std::span<const double> weights, const std::string &header);

// The weights of such a text (in hundredths of a man, to a sixteenth), its comment lines
// skipped; nothing when another line holds anything but whole numbers, commas and spaces.
std::optional<std::vector<double>> parseLearnedWeightsSource(std::string_view text);

// The colour-flipped position: turned half a turn, colours swapped, the other side to move.
Position flippedPosition(const Position &pos);

} // namespace damas
