# The layers' includes, checked on every build (the include directories of
# each layer's target do the rest):
# - no file of src/rules or src/ai includes an SDL header;
# - no file anywhere in src includes by a relative path ("../engine/eng.h"),
#   which would reach past its target's include directories.
file(GLOB_RECURSE pure ${ROOT}/src/rules/*.[ch] ${ROOT}/src/ai/*.[ch])
file(GLOB_RECURSE all ${ROOT}/src/*.[ch])
set(bad "")
foreach(f ${pure})
  file(STRINGS ${f} lines REGEX "^[ \t]*#[ \t]*include[ \t]*[<\"](SDL|SDL2/)")
  if(lines)
    list(APPEND bad "${f} (SDL)")
  endif()
endforeach()
foreach(f ${all})
  file(STRINGS ${f} lines REGEX "^[ \t]*#[ \t]*include[ \t]*\"[^\"]*\\.\\./")
  if(lines)
    list(APPEND bad "${f} (relative include)")
  endif()
endforeach()
if(bad)
  message(FATAL_ERROR "An include crosses the layers: ${bad}")
endif()
