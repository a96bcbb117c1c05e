# Checks that every C++ file of the source tree is as clang-format (14, Debian 12's) writes it
# under the tree's .clang-format. Run by CTest (test `clang-format`):
#   cmake -DCLANG_FORMAT=<program> -DSOURCE_DIR=<tree> -P checkformat.cmake
# Fails, naming each file that differs and how to mend it, when any file differs.
set(_files)
foreach(_dir app engine lessons tests)
  file(GLOB_RECURSE _found "${SOURCE_DIR}/${_dir}/*.cpp" "${SOURCE_DIR}/${_dir}/*.h")
  list(APPEND _files ${_found})
endforeach()
list(LENGTH _files _count)
if(_count EQUAL 0)
  message(FATAL_ERROR "no C++ files found under ${SOURCE_DIR}")
endif()
set(_differ)
foreach(_file IN LISTS _files)
  execute_process(COMMAND "${CLANG_FORMAT}" --dry-run --Werror "${_file}"
    RESULT_VARIABLE _result OUTPUT_QUIET ERROR_VARIABLE _error)
  if(NOT _result EQUAL 0)
    file(RELATIVE_PATH _relative "${SOURCE_DIR}" "${_file}")
    list(APPEND _differ "${_relative}")
  endif()
endforeach()
if(_differ)
  list(LENGTH _differ _n)
  list(JOIN _differ "\n  " _list)
  message(FATAL_ERROR
    "${_n} of ${_count} C++ files differ from clang-format's layout:\n  ${_list}\n"
    "Mend with: ${CLANG_FORMAT} -i <file>")
endif()
message(STATUS "all ${_count} C++ files are as clang-format lays them out")
