#include "JapaneseModelData.h"

int JapaneseModelData_marker(void) { return 1; }
