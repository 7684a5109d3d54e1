#include "LexiconsData.h"

int LexiconsData_marker(void) { return 1; }
