import { useEffect } from 'react';
import { useNavigate } from '@backoffice/kernel';

/** /users → /user-managment (the spec's spelling), replacing history. */
export default function UsersRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate('/user-managment', { replace: true });
  }, [navigate]);
  return null;
}
