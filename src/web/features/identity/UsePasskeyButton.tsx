import { KeyRound } from 'lucide-react';
import { Button } from '../../ui/Button';
import { useT } from '../../i18n/use-t';

export interface UsePasskeyButtonProps {
  disabled: boolean;
  onClick: () => void;
  testId: string;
}

/** 'Use a passkey' under a password form: the other way into the same account. */
export function UsePasskeyButton({ disabled, onClick, testId }: UsePasskeyButtonProps) {
  const t = useT();
  return (
    <Button
      type="button"
      variant="outline"
      disabled={disabled}
      onClick={onClick}
      data-testid={testId}
    >
      <KeyRound className="h-4 w-4" />
      {t('identity.usePasskey')}
    </Button>
  );
}
