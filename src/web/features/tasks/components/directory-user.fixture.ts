/** A colleague as GET /api/users lists them (with what the reader may do to the account): the task forms' tests. */
export const DIRECTORY_USER = {
  id: '5b0e1f5e-0c59-4b7e-9d59-3c1c9a1f0a11',
  username: 'ayse',
  fullName: 'Ayşe Kaya',
  role: 'Mühendis',
  position: 'Kalite Mühendisi',
  department: 'Kalite',
  active: true,
  approved: true,
  can: { changeRole: false, deactivate: false, reactivate: false, approve: false },
};
