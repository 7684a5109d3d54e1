#include "ChineseTablesData.h"

int ChineseTablesData_marker(void) { return 1; }
