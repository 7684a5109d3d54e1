#include "ZhuyinModelData.h"

int ZhuyinModelData_marker(void) { return 1; }
