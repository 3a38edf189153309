/** The API contract: request/response schemas and shared rules (issue 8). Filled in by the contract work. */
export {};
