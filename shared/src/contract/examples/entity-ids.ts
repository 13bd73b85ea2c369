/** The identifiers and the dates the example entities share: one saver, her contracts, her advisor… */

export const USER_ID = '6f1c2a9e-1b2c-4d5e-8f90-123456789abc';
export const PORTFOLIO_ID = '0a4f6c1e-3b1d-4e0a-9c55-1f2e3d4c5b6a';
export const LOAN_ID = '8d2b7f40-6c3e-4a51-b2d9-7e8f9a0b1c2d';
export const ACCOUNT_ID = '2c9e5d7a-8b4f-4c3e-a1d2-3e4f5a6b7c8d';
export const REAL_ESTATE_ID = '5b8a1c3d-2e4f-4a6b-8c9d-0e1f2a3b4c5d';
export const CUSTOMER_ID = '9e7d5c3b-1a2f-4e6d-8c0b-2a4f6e8d0c1b';
export const ADVISOR_ID = '3d5f7a9c-1b3d-4f5a-9c1e-3b5d7f9a1c3e';
export const FIRM_ID = '7a9c1e3b-5d7f-4a1c-8e3b-5d7f9a1c3e5b';
export const NOTIFICATION_ID = '4e6a8c0e-2b4d-4f6a-8c0e-2b4d6f8a0c2e';
export const INVITATION_ID = '1f3b5d7f-9a1c-4e5b-9d7f-1a3c5e7b9d1f';
export const EVENT_ID = '6c8e0a2c-4e6a-4c8e-a2c4-e6a8c0e2a4c6';
export const CONTRACT_PRODUCT_ID = 'b1d3f5a7-c9e1-4b3d-a5f7-c9e1b3d5f7a9';
export const NOW = '2025-11-21T13:05:00.000Z';
export const DAY = Date.UTC(2025, 10, 20);
