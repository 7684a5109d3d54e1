#include "PinyinModelData.h"

int PinyinModelData_marker(void) { return 1; }
