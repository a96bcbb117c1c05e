// SPDX-License-Identifier: GPL-3.0-or-later
#include "error.h"

namespace damas {

std::string Error::toString() const
{
    std::string s;
    if (line > 0) {
        s.append("line ");
        s.append(std::to_string(line));
    }
    if (column > 0) {
        s.append(s.empty() ? "column " : ", column ");
        s.append(std::to_string(column));
    }
    if (!s.empty())
        s.append(": ");
    s.append(message);
    return s;
}

} // namespace damas
