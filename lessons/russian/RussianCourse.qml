// SPDX-License-Identifier: GPL-3.0-or-later
import Damas.Lessons

// The Russian draughts course (2022 rules), in the order a learner takes it.
Course {
    variant: "russian"

    RussianBoard {
    }
    RussianMen {
    }
    RussianCaptures {
    }
    RussianKings {
    }
    RussianCrowning {
    }
    RussianForcedCaptures {
    }
    RussianGameEnd {
    }
    RussianRepetition {
    }
    RussianCounts {
    }
    RussianTechnique {
    }
    RussianShots {
    }
    RussianPlayGame {
    }
}
