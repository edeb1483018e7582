# Merges the freshly extracted texts into each language's catalogue.
foreach(lang ${LINGUAS})
  execute_process(COMMAND ${MSGMERGE} --quiet --update --backup=none --no-fuzzy-matching
                          ${DIR}/${lang}.po ${POT} RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "msgmerge failed on ${lang}.po")
  endif()
endforeach()
