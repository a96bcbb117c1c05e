// SPDX-License-Identifier: GPL-3.0-or-later
#include "random_positions.h"

namespace damas::reference {

namespace {

Piece manOf(Color c)
{
    return c == Color::White ? Piece::WhiteMan : Piece::BlackMan;
}

Piece kingOf(Color c)
{
    return c == Color::White ? Piece::WhiteKing : Piece::BlackKing;
}

// The rank where a man of colour `c` would be crowned: it never stands there.
int crowningRank(const ReferenceBoard &b, Color c)
{
    return c == Color::White ? b.size() - 1 : 0;
}

} // namespace

RandomPositions::RandomPositions(Variant variant, std::uint64_t seed)
    : m_variant(variant)
    , m_rng(seed)
{ }

ReferenceBoard RandomPositions::next(Shape shape)
{
    ReferenceBoard b(m_variant, coin(0.5) ? Color::White : Color::Black);
    const int n = b.size();
    switch (shape) {
    case Dense: {
        const double fill = uniform(0.35, 0.8);
        const double kings = uniform(0.0, 0.5);
        for (int c = 0; c < n; ++c) {
            for (int r = 0; r < n; ++r) {
                if (b.isDark(c, r) && coin(fill))
                    place(b, c, r, coin(0.5) ? Color::White : Color::Black, coin(kings));
            }
        }
        break;
    }
    case Kings: {
        const int count = 2 + below(9);
        for (int i = 0; i < count; ++i)
            placeAnywhere(b, coin(0.5) ? Color::White : Color::Black, coin(0.6));
        break;
    }
    case Crowning: {
        for (Color c : {Color::White, Color::Black}) {
            const int men = 1 + below(4);
            const int last = crowningRank(b, c);
            const int back = c == Color::White ? -1 : 1;
            for (int i = 0; i < men; ++i) {
                const int r = last + back * (1 + below(3));
                const int col = below(n);
                if (b.isDark(col, r) && b.at(col, r) == Piece::None)
                    b.set(col, r, manOf(c));
            }
        }
        const int others = 3 + below(12);
        for (int i = 0; i < others; ++i)
            placeAnywhere(b, coin(0.5) ? Color::White : Color::Black, coin(0.25));
        break;
    }
    }
    return b;
}

bool RandomPositions::coin(double p)
{
    return std::uniform_real_distribution<double>(0, 1)(m_rng) < p;
}

double RandomPositions::uniform(double a, double b)
{
    return std::uniform_real_distribution<double>(a, b)(m_rng);
}

int RandomPositions::below(int n)
{
    return static_cast<int>(m_rng() % static_cast<std::uint64_t>(n));
}

void RandomPositions::place(ReferenceBoard &b, int column, int rank, Color color, bool king)
{
    if (!king && rank == crowningRank(b, color))
        king = true;
    b.set(column, rank, king ? kingOf(color) : manOf(color));
}

void RandomPositions::placeAnywhere(ReferenceBoard &b, Color color, bool king)
{
    for (int tries = 0; tries < 20; ++tries) {
        const int sq = 1 + below(b.squareCount());
        const int c = b.columnOf(sq);
        const int r = b.rankOf(sq);
        if (b.at(c, r) == Piece::None) {
            place(b, c, r, color, king);
            return;
        }
    }
}

std::vector<Position> samplePositions(Variant variant, std::uint64_t seed, int games, int count)
{
    std::vector<Position> out;
    std::mt19937_64 rng(seed);
    for (int game = 0; game < games; ++game) {
        ReferenceBoard board = ReferenceBoard::fromPosition(Position::start(variant));
        for (int ply = 0; ply < 150; ++ply) {
            out.push_back(board.toPosition());
            const std::vector<ReferenceMove> moves = board.legalMoves();
            if (moves.empty())
                break;
            board = board.after(moves[rng() % moves.size()]);
        }
    }
    RandomPositions random(variant, seed + 1);
    for (int i = 0; i < count; ++i)
        out.push_back(random.next(RandomPositions::Shape(i % 3)).toPosition());
    return out;
}

} // namespace damas::reference
