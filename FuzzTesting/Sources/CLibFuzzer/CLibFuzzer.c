// Declarations only: libclang_rt.fuzzer_no_main provides LLVMFuzzerRunDriver.
#include "CLibFuzzer.h"
