import { t as u } from "./zod-B6VY3jP8.js";
import { t as LoginRequestSchema } from "./schemas-CL0Myzc7.js";
// src/features/auth/loginValidation.ts
/** The login form's validation by the shared schema; LoginForm loads it on first use (zod is big). */
var loginResolver = u(LoginRequestSchema);
export { loginResolver };

//# sourceMappingURL=loginValidation-CeMSdXxe.js.map