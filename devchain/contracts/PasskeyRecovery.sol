// SPDX-License-Identifier: MIT
pragma solidity ^0.8.27;

import {Time} from "@openzeppelin/contracts/utils/types/Time.sol";

/**
 * Recovery with a delay, no hosted service: the account's owners name a recovery address (any wallet: an EOA, a
 * multisig, a friend's account) and a delay. That address may propose a new owner; the proposal takes effect when
 * anyone executes it after the delay, unless an owner cancels it first. A lost passkey is then a wait, not a loss;
 * a recovery address that turns hostile is seen (the wallet shows a pending recovery in red) and stopped by any
 * owner within the delay.
 *
 * The owner-only entry points are internal (`_setRecovery`, `_clearRecovery`, `_cancelRecovery`): the account
 * exposes them behind its own access control (OpenZeppelin's `onlyEntryPointOrSelf`). What a new owner is and how it
 * is added is the account's: `_validateRecoverySigner` and `_addRecoverySigner`.
 */
abstract contract PasskeyRecovery {
    /// The shortest delay the account accepts: a rushed configuration must not make the cancel window meaningless.
    uint32 public constant MIN_RECOVERY_DELAY = 1 hours;

    struct RecoveryState {
        address recoverer;
        uint32 delay;
        uint48 readyAt;
        bytes pendingSigner;
    }

    RecoveryState private _recovery;

    /// A recovery address was named (or changed), with its delay; any pending proposal was dropped.
    event RecoverySet(address indexed recoverer, uint32 delay);
    /// The recovery address was removed; any pending proposal was dropped.
    event RecoveryCleared();
    /// The recovery address proposed `signer` as a new owner, executable from `readyAt`.
    event RecoveryProposed(address indexed recoverer, bytes signer, uint48 readyAt);
    /// An owner cancelled the pending proposal of `signer`.
    event RecoveryCancelled(bytes signer);
    /// The proposal took effect: `signer` is an owner now.
    event RecoveryExecuted(bytes signer);

    /// The caller is not the account's recovery address (or the account has none).
    error PasskeyRecoveryUnauthorized(address caller);
    /// The recovery address is not usable (zero, or the account itself).
    error PasskeyRecoveryInvalidRecoverer(address recoverer);
    /// The delay is shorter than `MIN_RECOVERY_DELAY`.
    error PasskeyRecoveryDelayTooShort(uint32 delay, uint32 minimum);
    /// Nothing to execute or cancel: no proposal is pending (never made, cancelled, or already executed).
    error PasskeyRecoveryNotPending();
    /// The proposal may be executed from `readyAt` only.
    error PasskeyRecoveryNotReady(uint48 readyAt);

    /// The recovery configuration and the pending proposal (`pendingSigner` empty and `readyAt` 0 when none).
    function recovery()
        public
        view
        virtual
        returns (address recoverer, uint32 delay, bytes memory pendingSigner, uint48 readyAt)
    {
        RecoveryState storage state = _recovery;
        return (state.recoverer, state.delay, state.pendingSigner, state.readyAt);
    }

    /**
     * Proposes `signer` as a new owner, effective after the delay. Only the recovery address may call it. A new
     * proposal replaces a pending one and starts the delay again.
     */
    function proposeRecovery(bytes calldata signer) public virtual {
        RecoveryState storage state = _recovery;
        if (state.recoverer == address(0) || msg.sender != state.recoverer) {
            revert PasskeyRecoveryUnauthorized(msg.sender);
        }
        _validateRecoverySigner(signer);
        uint48 readyAt = Time.timestamp() + state.delay;
        state.pendingSigner = signer;
        state.readyAt = readyAt;
        emit RecoveryProposed(msg.sender, signer, readyAt);
    }

    /**
     * Adds the proposed owner once its delay has passed. Anyone may call it (the recovery address, the new passkey's
     * operation, a keeper): what it does was fixed by the proposal. The proposal is spent, so a replay reverts.
     */
    function executeRecovery() public virtual {
        RecoveryState storage state = _recovery;
        if (state.readyAt == 0) revert PasskeyRecoveryNotPending();
        if (Time.timestamp() < state.readyAt) revert PasskeyRecoveryNotReady(state.readyAt);
        bytes memory signer = state.pendingSigner;
        delete state.pendingSigner;
        state.readyAt = 0;
        _addRecoverySigner(signer);
        emit RecoveryExecuted(signer);
    }

    /// Names `recoverer` with `delay` seconds; replaces an earlier one and drops its pending proposal.
    function _setRecovery(address recoverer, uint32 delay) internal virtual {
        if (recoverer == address(0) || recoverer == address(this)) revert PasskeyRecoveryInvalidRecoverer(recoverer);
        if (delay < MIN_RECOVERY_DELAY) revert PasskeyRecoveryDelayTooShort(delay, MIN_RECOVERY_DELAY);
        _dropProposal();
        _recovery.recoverer = recoverer;
        _recovery.delay = delay;
        emit RecoverySet(recoverer, delay);
    }

    /// Removes the recovery address and its pending proposal.
    function _clearRecovery() internal virtual {
        _dropProposal();
        delete _recovery;
        emit RecoveryCleared();
    }

    /// Cancels the pending proposal; the recovery address stays (it may propose again).
    function _cancelRecovery() internal virtual {
        if (_recovery.readyAt == 0) revert PasskeyRecoveryNotPending();
        bytes memory signer = _recovery.pendingSigner;
        _dropProposal();
        emit RecoveryCancelled(signer);
    }

    /// Reverts when `signer` cannot become an owner (malformed, already one), so a bad proposal fails when made.
    function _validateRecoverySigner(bytes calldata signer) internal view virtual;

    /// Makes `signer` an owner of the account.
    function _addRecoverySigner(bytes memory signer) internal virtual;

    function _dropProposal() private {
        delete _recovery.pendingSigner;
        _recovery.readyAt = 0;
    }
}
