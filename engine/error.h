// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <string>
#include <utility>

namespace damas {

// What was wrong with some input, and where: `column` is the 1-based character position in the
// text that was read (0 when it does not apply), `line` the 1-based line in a file (0 likewise).
struct Error
{
    std::string message;
    int line = 0;
    int column = 0;

    // "line 3, column 14: <message>", leaving out what does not apply.
    std::string toString() const;
};

// A value or the error that kept it from being read. (std::expected is C++23.)
template <typename T>
class Expected
{
public:
    Expected(T value)
        : m_value(std::move(value))
    {
    }
    Expected(Error error)
        : m_error(std::move(error))
    {
    }

    explicit operator bool() const { return m_value.has_value(); }
    bool hasValue() const { return m_value.has_value(); }
    const T &value() const { return *m_value; }
    T &value() { return *m_value; }
    const T &operator*() const { return *m_value; }
    T &operator*() { return *m_value; }
    const T *operator->() const { return &*m_value; }
    T *operator->() { return &*m_value; }
    const Error &error() const { return m_error; }

private:
    std::optional<T> m_value;
    Error m_error;
};

} // namespace damas
