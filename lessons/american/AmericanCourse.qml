// SPDX-License-Identifier: GPL-3.0-or-later
import Damas.Lessons

// The American checkers course (English draughts, WCDF rules), in the order a learner takes it.
Course {
    variant: "american"

    AmericanBoard {
    }
    AmericanMen {
    }
    AmericanCaptures {
    }
    AmericanKings {
    }
    AmericanCrowning {
    }
    AmericanForcedCaptures {
    }
    AmericanGameEnd {
    }
    AmericanRepetition {
    }
    AmericanCounts {
    }
    AmericanTechnique {
    }
    AmericanShots {
    }
    AmericanPlayGame {
    }
}
