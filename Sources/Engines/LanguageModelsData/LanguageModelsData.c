#include "LanguageModelsData.h"

int LanguageModelsData_marker(void) { return 1; }
