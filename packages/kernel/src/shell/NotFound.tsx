import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';

export function NotFound() {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="Page not found"
      subTitle="This page does not exist, or its screen group is switched off."
      extra={<Button type="primary" onClick={() => navigate('/dashboard')}>Back to the dashboard</Button>}
    />
  );
}

export function NotAllowed() {
  return <Result status="403" title="Not available to your role" subTitle="Ask a super admin if you need access to this screen." />;
}
