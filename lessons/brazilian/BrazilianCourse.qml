// SPDX-License-Identifier: GPL-3.0-or-later
import Damas.Lessons

// The Brazilian draughts course (CBD rules), in the order a learner takes it.
Course {
    variant: "brazilian"

    BrazilianBoard {
    }
    BrazilianMen {
    }
    BrazilianCaptures {
    }
    BrazilianKings {
    }
    BrazilianMajority {
    }
    BrazilianForcedCaptures {
    }
    BrazilianGameEnd {
    }
    BrazilianRepetition {
    }
    BrazilianCounts {
    }
    BrazilianTechnique {
    }
    BrazilianShots {
    }
    BrazilianPlayGame {
    }
}
